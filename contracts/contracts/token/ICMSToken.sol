// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {FeeOnTransferERC20} from "./FeeOnTransferERC20.sol";

/**
 * @dev ICMS, the governance token. The whole supply of 101,001,110 ICMS is minted once, at
 * deployment, and can never grow (burned fees make it shrink).
 *
 * Transfer fee shares (weights of the fee): 0 utility-token reserve 20%, 1 technical maintenance
 * 30%, 2 DAO committee dividend 20%, 3 liquidity floor 20%; the remaining 10% is burned.
 */
contract ICMSToken is FeeOnTransferERC20 {
    /// @dev The fixed supply, minted once.
    uint256 public constant MAX_SUPPLY = 101_001_110 ether;

    /**
     * @param initialOwner sets the fee rate, exemptions and share recipients
     * @param holder receives the whole supply
     * @param feeRecipients recipients of shares 0 to 3 (see above)
     */
    constructor(
        address initialOwner,
        address holder,
        address[] memory feeRecipients
    ) ERC20("ICMS Token", "ICMS") Ownable(initialOwner) FeeOnTransferERC20(feeRecipients, _shareBps()) {
        _mint(holder, MAX_SUPPLY);
    }

    function _shareBps() private pure returns (uint16[] memory shares) {
        shares = new uint16[](4);
        shares[0] = 2_000;
        shares[1] = 3_000;
        shares[2] = 2_000;
        shares[3] = 2_000;
    }
}
